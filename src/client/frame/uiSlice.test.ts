import { initialUiState } from './uiSlice';
import { LANGUAGE_STORAGE_KEY } from './storage';

function browserPrefers(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the language of a first visit', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it.each([
    [['ms'], 'ms'],
    [['ms-MY', 'en-US'], 'ms'],
    [['en-GB', 'ms-MY'], 'en'],
    [['zh-CN', 'ta-MY'], 'en'],
  ])('follows the browser: %j opens in %s', (languages, expected) => {
    browserPrefers(...languages);
    expect(initialUiState().language).toBe(expected);
  });

  it('keeps the choice the device remembers, whatever the browser prefers', () => {
    browserPrefers('ms-MY');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialUiState().language).toBe('en');
  });

  it('ignores a remembered value that is not one of ours', () => {
    browserPrefers('ms-MY');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(initialUiState().language).toBe('ms');
  });
});
