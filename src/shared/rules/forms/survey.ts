import { validateSurveyAnswer, validateSurveyComment } from '../survey';
import { field, type FieldMap } from './fieldMap';

export const SURVEY_COMMENT_MAX_LENGTH = 255;

/** The post-registration survey as the member fills it in; its request carries the answer as `answer2`. */
export interface SurveyValues {
  used_before: string;
  heard_from: string;
  comment: string;
}

export const surveyFields: FieldMap<SurveyValues> = {
  heard_from: field((values) => validateSurveyAnswer(values.heard_from)),
  comment: field((values) => validateSurveyComment(values.comment, values.heard_from === 'other'), SURVEY_COMMENT_MAX_LENGTH),
};
