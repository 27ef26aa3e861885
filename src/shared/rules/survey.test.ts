import { validateSurveyAnswer, validateSurveyComment } from './survey';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

describe('survey', () => {
  it.each([
    [undefined, 'Please answer the question!'],
    ['', 'Please answer the question!'],
    ['friend', undefined],
  ])('answer %j → %j', (value, expected) => {
    expect(text(validateSurveyAnswer(value))).toBe(expected);
  });

  it.each<[string | undefined, boolean, string | undefined]>([
    ['', true, 'Please enter a comment if you select “Other”.'],
    ['   ', true, 'Please enter a comment if you select “Other”.'],
    [undefined, true, 'Please enter a comment if you select “Other”.'],
    ['', false, undefined],
    ['A flyer at the petrol station', true, undefined],
  ])('comment %j with Other %j → %j', (value, otherSelected, expected) => {
    expect(text(validateSurveyComment(value, otherSelected))).toBe(expected);
  });
});
