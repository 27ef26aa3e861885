/** Route paths of spec section 2, in one place so links and routes agree. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  howItWorks: '/how-it-works',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  promotion: '/promotion',
  subscribe: '/subscribe',
  contactSupport: '/contact-support',
  workshopsLocator: '/workshops-locator',
  buy3get1: '/buy3get1',
  buy4get1: '/buy4get1',
  survey: '/register/survey',
  editProfile: '/edit-profile',
  inbox: '/inbox',
  loyalty: '/loyalty',
  serviceInformation: '/loyalty/service-information',
  addService: '/loyalty/add-service',
  addVehicle: '/loyalty/add-new-vehicle',
  referAndEarn: '/refer-and-earn',
  campaignMgm: '/campaign/mgm',
  campaignMgmSuccess: '/campaign/mgm/success',
  /** The festive 'Service & Cash8ack Campaign' form; takes `?transaction_id=`. */
  festiveCampaign: '/campaign/cny',
  login: '/login',
  forgotPassword: '/forgot-password',
  forgotPasswordTac: '/forgot-password/tac-number',
  register: '/register',
  registerTac: '/register/tac-number',
  logout: '/logout',
} as const;

/** The festive form of one service: its transaction code travels as `transaction_id`. */
export function festiveCampaignPath(transactionCode: string): string {
  return `${paths.festiveCampaign}?transaction_id=${encodeURIComponent(transactionCode)}`;
}

/** Location state a member-only page leaves for /login: where to return, query string included. */
export interface FromState {
  from: string;
}

export function readFrom(state: unknown, fallback: string = paths.loyalty): string {
  const from = (state as Partial<FromState> | null)?.from;
  // Only paths of this app: never an absolute URL handed in through history state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
