import { focusNewPage, restoreFocus, whenShown } from './focusHeading';

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector<HTMLElement>(selector)!;
}

describe('focus after a page change', () => {
  it('goes to the new heading at once when no dialog is open', () => {
    const $ = page('<main><h1>My Vehicles</h1></main><button id="menu">Menu</button>');
    $('#menu').focus();
    focusNewPage($('h1'));
    expect(document.activeElement).toBe($('h1'));
    expect($('h1').getAttribute('tabindex')).toBe('-1');
  });

  it('waits while a dialog holds focus, then goes to the new heading when it closes, not back to the opener', () => {
    const $ = page('<button id="menu">Menu</button><main><h1>Workshop Locator</h1></main><div aria-modal="true"><a href="/x" id="link">x</a></div>');
    $('#link').focus();
    focusNewPage($('h1'));
    expect(document.activeElement).toBe($('#link'));
    $('[aria-modal]').remove();
    restoreFocus($('#menu'));
    expect(document.activeElement).toBe($('h1'));
  });

  it('a dialog closed on the same page gives focus back to what opened it', () => {
    const $ = page('<main><h1>Edit Profile</h1><button id="save">Save</button></main><div aria-modal="true"><button id="ok">OK</button></div>');
    $('#ok').focus();
    $('[aria-modal]').remove();
    restoreFocus($('#save'));
    expect(document.activeElement).toBe($('#save'));
  });

  it('leaves focus alone when something outside the dialog took it meanwhile', () => {
    const $ = page('<main><h1>Inbox</h1><input id="search"></main><button id="menu">Menu</button>');
    $('#search').focus();
    restoreFocus($('#menu'));
    expect(document.activeElement).toBe($('#search'));
  });
});

describe('whenShown', () => {
  it('calls back when a heading drawn later appears, once', async () => {
    const $ = page('<main></main>');
    const found = jest.fn();
    whenShown($('main'), 'h1', found);
    expect(found).not.toHaveBeenCalled();
    $('main').innerHTML = '<h1>Add Service</h1>';
    await Promise.resolve();
    $('main').innerHTML += '<h1>Another</h1>';
    await Promise.resolve();
    expect(found).toHaveBeenCalledTimes(1);
    expect(found.mock.calls[0][0].textContent).toBe('Add Service');
  });

  it('stops waiting when told to', async () => {
    const $ = page('<main></main>');
    const found = jest.fn();
    whenShown($('main'), 'h1', found)();
    $('main').innerHTML = '<h1>Late</h1>';
    await Promise.resolve();
    expect(found).not.toHaveBeenCalled();
  });
});
