import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../frame/ui/icons';

export interface AccordionItem {
  id: string;
  title: string;
  body: string;
}

/** Questions that open one at a time: opening one closes the other, tapping the open one closes it. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const prefix = useId();
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className="accordion__item">
            <h2 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <p>{item.body}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
