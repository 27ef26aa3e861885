import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LENGTH_BY_RULES } from '../../shared/contract/schemas/fields';

/** The fields of a body or query the contract requires, kept beside a schema that does not enforce them. */
export const REQUIRED_BY_RULES = 'x-required';

/**
 * The contract's schema with its required fields left to the shared rules: a missing field must get
 * the rule's own message ('*Please provide your full name as per NRIC'), as the web app and its
 * tests read it, not ajv's. The fields stay required in the documentation (see plugins/openapi.ts).
 */
export function presenceByRules<T extends TObject>(schema: T) {
  return Type.Partial(schema, { [REQUIRED_BY_RULES]: [...(schema.required ?? [])] });
}

type Properties = Record<string | symbol, unknown>;

/**
 * The schema as validation runs it: a text the shared rules judge (`RuledText` in the contract)
 * keeps its documented limit but not as a check, so a longer value reaches its rule and gets the
 * rule's message; every other limit is checked as documented.
 */
export function lengthsLeftToRules(schema: unknown): unknown {
  const properties = (schema as { properties?: Record<string, Properties> } | undefined)?.properties;
  if (!properties || !Object.values(properties).some((property) => property[LENGTH_BY_RULES])) return schema;
  const checked = Object.entries(properties).map(([name, property]) => {
    if (!property[LENGTH_BY_RULES]) return [name, property];
    const { maxLength: _documented, ...rest } = property;
    return [name, rest];
  });
  return { ...(schema as object), properties: Object.fromEntries(checked) };
}

/** No type coercion: a number, boolean or null sent for a text field is a 400, not text ('false' as a plate number). */
export const AJV_OPTIONS = { coerceTypes: false, allowUnionTypes: true, removeAdditional: false, allErrors: false, keywords: [REQUIRED_BY_RULES] };

/** A compiled check: true when the data passes, ajv's `errors` when not. */
export interface FieldsCheck {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
}
interface ValidatorRoute {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type BuildValidator = (externalSchemas: unknown, options: unknown) => (route: ValidatorRoute) => FieldsCheck;
const buildAjvValidator = AjvCompiler() as unknown as BuildValidator;

/** Fastify's own validator compiler (`schemaController.compilersFactory.buildValidator`), given each schema as `lengthsLeftToRules` makes it. */
const buildValidator: BuildValidator = (externalSchemas, options) => {
  const compile = buildAjvValidator(externalSchemas, options);
  return (route) => compile({ ...route, schema: lengthsLeftToRules(route.schema) });
};
export const buildContractValidator = buildValidator as unknown as ValidatorFactory;

/**
 * A body no route schema sees (the multipart fields of a submission), checked by its contract schema
 * compiled as the routes' are: presence and ruled lengths left to the rules.
 */
export function compileFieldsCheck(schema: TObject): FieldsCheck {
  const compile = buildValidator({}, { customOptions: AJV_OPTIONS });
  return compile({ schema: presenceByRules(schema), method: 'POST', url: '', httpPart: 'body' });
}

/** A route's schemas are typed from the contract: handlers see the Static types of what they declare. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

export type Caller = 'public' | 'member' | 'workshop' | 'staff' | 'careline' | 'operator';

/** The credentials of each caller; a public call says it needs none (`[]`), as generators and linters expect. */
const SECURITY: Record<Caller, Record<string, string[]>[]> = {
  public: [],
  member: [{ bearerAuth: [] }],
  workshop: [{ workshopKey: [] }],
  staff: [{ bearerAuth: [] }],
  careline: [{ carelineToken: [] }],
  operator: [{ carelineToken: [] }],
};

/** Every answer, success or refusal, is this envelope; `status_code` equals the HTTP status. */
export function Envelope<T extends TSchema>(result: T, description = 'Done') {
  return Type.Object({ status_code: Type.Integer(), result, error: Type.Null() }, { description });
}

const Refusal = (description: string) =>
  Type.Object(
    {
      status_code: Type.Integer(),
      result: Type.Unknown({ description: 'null, or details the refusal carries (e.g. retry_after)' }),
      error: Type.String({ description: 'The text the web app shows or matches' }),
    },
    { description },
  );

const COMMON_REFUSALS: Record<number, string> = {
  400: 'A field is missing, the wrong type, too long, or breaks its rule',
  500: 'Unexpected error',
  503: 'The database cannot be reached for the moment (restart, failover); the call may be sent again',
};

const CALLER_REFUSALS: Record<Caller, Record<number, string>> = {
  public: {},
  member: { 401: 'No valid access token, or its session has ended' },
  workshop: { 401: 'No valid X-Workshop-Key' },
  staff: { 401: 'No valid workshop staff access token, or its session has ended' },
  careline: { 401: 'No valid careline access token, or its session has ended (15 idle minutes, 8 hours in all)' },
  operator: {
    401: 'No valid careline access token or personal access token',
    403: 'The role is not enough (`result.reason` role_required), or the call needs a recent step-up (`result.reason` step_up_required)',
    429: 'Too many refused tokens from this address',
  },
};

interface Describe {
  caller: Caller;
  summary: string;
  /** The `result` of a 200. */
  result?: TSchema;
  /** Other answers this call gives, by status: refusals, and any other success (documented with a null result). */
  refusals?: Record<number, string>;
  description?: string;
  /** The media types of a file a 200 answers with, instead of the envelope. */
  file?: string[];
}

/**
 * The documentation part of a route's schema: tags, auth and every status it answers, each in the
 * envelope. Fastify sends answers as built (see plugins/openapi.ts), so a response schema never drops
 * a field.
 */
export function describe({ caller, summary, result = Type.Null(), refusals = {}, description, file }: Describe) {
  const response: Record<string, unknown> = {
    200: file
      ? { description: 'The file', content: Object.fromEntries(file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
      : Envelope(result),
  };
  // A 2xx among them (202 'Still pending') is no refusal: the envelope with a null result and no error.
  for (const [status, text] of Object.entries({ ...COMMON_REFUSALS, ...CALLER_REFUSALS[caller], ...refusals })) {
    response[status] = Number(status) < 300 ? Envelope(Type.Null(), text) : Refusal(text);
  }
  return { tags: [caller], summary, ...(description ? { description } : {}), security: SECURITY[caller], response };
}

/** A contract path function as a route pattern: `routePath(loyaltyPaths.serviceCheck, 'code')` is '/api/service/check/:code'. */
export function routePath(path: (value: string) => string, param: string): string {
  const placeholder = `__${param}__`;
  return path(placeholder).replace(placeholder, `:${param}`);
}
