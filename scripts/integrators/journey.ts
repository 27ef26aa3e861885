/**
 * A member's journey through a client generated from the API's OpenAPI document, as an integrator
 * writes one: types from generate.ts, calls through openapi-fetch, nothing else of this project.
 * Register, read the code from the development SMS outbox, verify, add a car, submit a service with
 * its receipt, verify it as the workshop (X-Workshop-Key), and check it as the member.
 * src/server/http/integrators.test.ts compiles this file under strict mode and runs it against a
 * listening server on every build.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/api';

export interface JourneyOptions {
  /** Where the API is, e.g. 'http://localhost:8080'. */
  baseUrl: string;
  /** A Malaysian mobile number not yet registered, e.g. '60123456789'. */
  mobileNumber: string;
  /** An active partner workshop and its key for the workshop app. */
  workshop: { id: string; key: string };
  /** The receipt: a PNG, JPEG or PDF. */
  receipt: Blob;
}

export interface JourneyResult {
  transactionCode: string;
  /** The service's status as the workshop left it (1: verified). */
  statusAfterVerification: number;
  /** The HTTP status of the member's check once verified (200; 202 while it is pending). */
  checkStatus: number;
  /** Free bottles the member has earned, by catalogue code. */
  freeOilCodes: string[];
}

const PASSWORD = 'Secret#123';

/**
 * The `result` of a successful answer; otherwise an error with the server's own text. (openapi-fetch
 * leaves out of its answer types a field whose type is only null, such as the `result` of a 202, so
 * an answer without one reads as null.)
 */
type ResultOf<Data> = Data extends { result: infer Result } ? Result : null;

function resultOf<Data>(what: string, answer: { data?: Data; error?: { error: string }; response: Response }): ResultOf<Data> {
  if (answer.data === undefined) throw new Error(`${what}: ${answer.response.status} ${answer.error?.error ?? ''}`);
  return ((answer.data as { result?: unknown }).result ?? null) as ResultOf<Data>;
}

export async function memberJourney({ baseUrl, mobileNumber, workshop, receipt }: JourneyOptions): Promise<JourneyResult> {
  const api = createClient<paths>({ baseUrl });

  const registered = resultOf(
    'register',
    await api.POST('/api/user', {
      body: {
        fullname: 'Ahmad bin Ali',
        email: 'ahmad@example.com',
        mobile_number: mobileNumber,
        birth_date: '1990-05-17',
        password: PASSWORD,
        confirm_password: PASSWORD,
        captcha: '',
      },
    }),
  );

  const texts = resultOf('outbox', await api.GET('/api/dev/sms-outbox', { params: { query: { mobile_number: mobileNumber } } }));
  const tac = /\b(\d{6})\b/.exec(texts[0]?.message ?? '')?.[1];
  if (!tac) throw new Error(`No code was texted to ${mobileNumber}`);

  const tokens = resultOf(
    'verify',
    await api.POST('/api/user/verification', { body: { mobile_number: mobileNumber, tac, registration_token: registered.registration_token } }),
  );
  const member = { headers: { Authorization: `Bearer ${tokens.access_token}` } };

  const vehicle = resultOf(
    'add vehicle',
    await api.POST('/api/vehicle', {
      ...member,
      body: { model_brand: 'Perodua', model_name: 'Myvi', plate_number: `WXY${mobileNumber.slice(-4)}`, year_manufactured: '2019', mileage: 0 },
    }),
  );

  const submitted = resultOf(
    'submit service',
    await api.POST('/api/service', {
      ...member,
      body: { vehicle_guid: vehicle.guid, workshop_id: workshop.id, current_mileage: 5000, oil: 'QUARTZ70005W30', total_bottle: 1, receipt_img: receipt },
      bodySerializer: (body) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(body)) form.append(name, value instanceof Blob ? value : String(value));
        return form;
      },
    }),
  );
  const code = { params: { path: { code: submitted.transaction_code } } };

  const verified = resultOf(
    'workshop verify',
    await api.POST('/api/workshop/service/{code}/verify', { ...code, headers: { 'X-Workshop-Key': workshop.key } }),
  );

  const check = await api.GET('/api/service/check/{code}', { ...code, ...member });
  const checked = resultOf('check service', check);

  return {
    transactionCode: submitted.transaction_code,
    statusAfterVerification: verified.service.status,
    checkStatus: check.response.status,
    freeOilCodes: checked?.free_oil_codes ?? [],
  };
}
