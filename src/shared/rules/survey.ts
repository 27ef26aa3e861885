import { isBlank, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

/** The how-did-you-hear question. */
export function validateSurveyAnswer(value: FieldValue): RuleError | undefined {
  return isBlank(value) ? ruleError('surveyAnswerRequired') : undefined;
}

/** The free-text comment, required only when the member chose Other. */
export function validateSurveyComment(value: FieldValue, otherSelected: boolean): RuleError | undefined {
  return otherSelected && isBlank(value) ? ruleError('surveyCommentRequired') : undefined;
}
