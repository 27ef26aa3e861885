import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CloseIcon } from '../../../frame/ui/icons';
import { SearchIcon } from './icons';
import { MIN_QUERY_LENGTH, normaliseText, selectSearchSuggestions } from './selectors';
import { selectSearchQuery, workshopLocatorActions } from './slice';
import type { LocatorWorkshop } from './workshops';
import './SearchBox.css';

/**
 * A combobox (ARIA 1.2 pattern): suggestions by workshop name or address, arrow keys to move,
 * Enter to choose, Escape to close. Choosing centres the map on the workshop and opens its popup.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAppSelector(selectSearchSuggestions);
  const appliedQuery = useAppSelector(selectSearchQuery);

  // The list follows the debounced query; while it catches up with the typing, nothing is shown.
  const caughtUp = normaliseText(appliedQuery) === normaliseText(text);
  const longEnough = normaliseText(text).replace(/ /g, '').length >= MIN_QUERY_LENGTH;
  const expanded = open && caughtUp && longEnough;
  const noMatch = expanded && suggestions.length === 0;
  const activeId = expanded && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;

  function type(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    dispatch(workshopLocatorActions.searchTyped(value));
  }

  function choose(workshop: LocatorWorkshop) {
    setText(workshop.name);
    setOpen(false);
    setActive(-1);
    dispatch(workshopLocatorActions.searchTyped(workshop.name));
    dispatch(workshopLocatorActions.workshopChosen(workshop.id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const target = expanded ? (suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined)) : undefined;
      if (target) {
        event.preventDefault();
        choose(target);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else if (text) type('');
    }
  }

  return (
    <div className="locator-search">
      <label htmlFor={`${id}-input`} className="locator-search__label">
        {t('workshopLocator.search.label')}
      </label>
      <div className="locator-search__field">
        <SearchIcon className="locator-search__icon" />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          className="locator-search__input"
          placeholder={t('workshopLocator.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button type="button" className="locator-search__clear" aria-label={t('workshopLocator.search.clear')} onClick={() => type('')}>
            <CloseIcon />
          </button>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={t('workshopLocator.search.suggestions')} className="locator-search__list" hidden={!expanded || noMatch}>
        {expanded &&
          suggestions.map((workshop, index) => (
            <li
              key={workshop.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="locator-search__option"
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(workshop)}
            >
              <span className="locator-search__option-name">{workshop.name}</span>
              <span className="locator-search__option-address">{workshop.address}</span>
            </li>
          ))}
      </ul>
      {noMatch && (
        <p className="locator-search__none" role="status">
          {t('workshopLocator.search.noMatch', { query: text.trim() })}
        </p>
      )}
    </div>
  );
}
