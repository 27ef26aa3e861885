import { rootReducer, type RootState } from '../../app/store';
import { activeWorkshops } from './fixtures';
import { searchWorkshops, selectFilteredWorkshops, selectSearchSuggestions, selectWorkshopList } from './selectors';
import { workshopLocatorActions, type WorkshopFilter } from './slice';
import { toLocatorWorkshops } from './workshops';

const workshops = toLocatorWorkshops(activeWorkshops);

function stateWith(...actions: Parameters<typeof rootReducer>[1][]): RootState {
  return actions.reduce(rootReducer, rootReducer(undefined, workshopLocatorActions.workshopsLoaded(workshops)));
}

const names = (list: { name: string }[]) => list.map((w) => w.name);

describe('search suggestions by workshop name or address', () => {
  it.each<[string, string, string[]]>([
    ['a name prefix comes first, then address matches (Pulau Pinang)', 'quartz auto care p', ['Quartz Auto Care Petaling Jaya', 'Quartz Auto Care Jelutong']],
    ['words match from their start only', 'umpur', []],
    ['a street abbreviation', 'jal cer', ['Quartz Auto Care Cheras']],
    ['any case, any order of words', 'JAYA subang', ['Subang Jaya Car Service']],
    ['an address word', 'sentul', ['Bengkel Kereta Sentul Jaya']],
    ['a postcode in the address', '47300', ['Quartz Auto Care Petaling Jaya']],
    ['punctuation is ignored', 'ss 2/72', ['Quartz Auto Care Petaling Jaya']],
    ['names holding the words rank above address-only matches', 'jaya', ['Bengkel Kereta Sentul Jaya', 'Quartz Auto Care Petaling Jaya', 'Subang Jaya Car Service']],
    ['a name prefix ranks above a name that only contains it', 'quartz', ['Quartz Auto Care Cheras', 'Quartz Auto Care Jelutong', 'Quartz Auto Care Petaling Jaya']],
    ['one letter is not enough', 'q', []],
    ['blank is nothing', '   ', []],
    ['no match', 'ipoh', []],
  ])('%s: "%s"', (_label, query, expected) => {
    expect(names(searchWorkshops(workshops, query))).toEqual(expected);
  });

  it('gives at most six', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...workshops[0], id: 100 + i, name: `Quartz Auto Care ${i}` }));
    expect(searchWorkshops(many, 'quartz')).toHaveLength(6);
  });

  it('follows the debounced query within the chosen filter', () => {
    expect(names(selectSearchSuggestions(stateWith(workshopLocatorActions.searchApplied('jaya'))))).toHaveLength(3);
    const quartzOnly = stateWith(workshopLocatorActions.searchApplied('jaya'), workshopLocatorActions.filterChosen('quartz'));
    expect(names(selectSearchSuggestions(quartzOnly))).toEqual(['Quartz Auto Care Petaling Jaya']);
  });

  it('ignores keystrokes until the search is applied', () => {
    expect(selectSearchSuggestions(stateWith(workshopLocatorActions.searchTyped('jaya')))).toEqual([]);
  });
});

describe('the Quartz Auto Care filter', () => {
  it.each<[WorkshopFilter, number[]]>([
    ['all', [1, 2, 3, 4, 5]],
    ['quartz', [1, 3, 5]],
    ['other', [2, 4]],
  ])('%s shows %j', (filter, ids) => {
    const state = stateWith(workshopLocatorActions.filterChosen(filter));
    expect(selectFilteredWorkshops(state).map((w) => w.id)).toEqual(ids);
    expect(selectWorkshopList(state).map((entry) => entry.workshop.id)).toEqual(ids);
  });

  it('is memoised', () => {
    const state = stateWith();
    expect(selectFilteredWorkshops(state)).toBe(selectFilteredWorkshops(state));
  });
});

describe('the list beside the map', () => {
  it('keeps the server order without a position', () => {
    const list = selectWorkshopList(stateWith());
    expect(list.map((entry) => entry.distanceKm)).toEqual([null, null, null, null, null]);
  });

  it('sorts nearest first once the member is located', () => {
    // Standing in Subang Jaya SS15.
    const list = selectWorkshopList(stateWith(workshopLocatorActions.located({ lat: 3.078, lng: 101.589 })));
    expect(list.map((entry) => entry.workshop.id)).toEqual([4, 3, 1, 2, 5]);
    expect(list[0].distanceKm).toBeLessThan(0.5);
    expect(list[4].distanceKm).toBeGreaterThan(250);
  });
});
