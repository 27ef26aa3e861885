import type { ProgrammeWords } from './words';

export const programmeWordsEn: ProgrammeWords = {
  language: 'en',
  numberLocale: 'en',
  programme: 'Quartz Loyalty Programme',
  careline: '{{phone}}, 9am to 5pm, Monday to Sunday, or {{email}}',
  ranges: {
    3: 'Quartz INEO and Quartz 9000 (fully synthetic)',
    4: 'Quartz 8000 (part synthetic) and Quartz 7000 (semi-synthetic)',
  },

  // The programme's terms: the rules of spec sections 1 and 9, as members agree to them at registration.
  terms: {
    title: 'Terms and Conditions',
    subtitle: '{{programme}}: {{offer3}} and {{offer4}}',
    subject: 'Terms and conditions of the {{programme}}',
    keywords: ['{{programme}}', 'terms and conditions', '{{offer3}}', '{{offer4}}'],
    sections: [
      {
        heading: '1. The programme',
        blocks: [
          {
            paragraph:
              'The {{programme}} (the "Programme") rewards members who change their engine oil at participating workshops: ' +
              'for every completed service cycle the member earns one free bottle of engine oil.',
          },
        ],
      },
      {
        heading: '2. Who may take part',
        blocks: [
          {
            bullets: [
              'Individuals over 18 years of age holding a valid driving licence, for private cars registered and serviced in Peninsular Malaysia.',
              'The Programme is strictly for end-consumers. Staff of the provider or of participating workshops, and anyone affiliated with them, may not take part.',
              'One account per mobile number. The mobile number is verified with a one-time code sent by SMS and cannot be changed by the member; the careline changes it on request.',
              "A member may register up to {{maxVehicles}} cars. More cars need the careline's approval.",
            ],
          },
        ],
      },
      {
        heading: '3. The two offers',
        blocks: [
          {
            facts: [
              ['{{offer3}}', '{{ranges3}}: after 3 paid bottles in a service cycle, the next bottle is free.'],
              ['{{offer4}}', '{{ranges4}}: after 4 paid bottles in a service cycle, the next bottle is free.'],
            ],
          },
          {
            bullets: [
              "A service cycle's offer is set by the oil of its first service and does not change within the cycle.",
              'The free bottle is of the lowest value among the oils bought in the cycle. It cannot be transferred or exchanged for cash.',
              'A cycle belongs to one workshop. Submitting a service at another workshop starts a new cycle; services of the old cycle still waiting for verification are archived.',
            ],
          },
        ],
      },
      {
        heading: '4. Submitting a service',
        blocks: [
          {
            bullets: [
              'Each oil change is submitted in the web app with the workshop ID, the current mileage, the oil variant, the quantity and a photo or scan of the receipt.',
              'The receipt must be a JPEG, PNG or PDF file under 10 MB ({{receiptKb}} KB or more is refused).',
              'Each service is 1 or 2 bottles; the free bottle is always 1 bottle.',
              'At most {{maxBottlesPerDay}} bottles per car per day.',
              "The last oil change of the car must be more than {{minDaysBetweenServices}} days old, and the mileage may not be lower than the last service's.",
            ],
          },
        ],
      },
      {
        heading: '5. Verification',
        blocks: [
          {
            bullets: [
              'The workshop verifies each service request by scanning its QR code or entering its Service ID.',
              'Verification is expected within {{verificationDays}} days. A request not verified within {{verificationDays}} days is rejected.',
              'A rejected request counts for nothing; the member is told the reason in the inbox and may submit it again. A request with wrong information may be cancelled.',
              'Only verified services count towards the free bottle.',
            ],
          },
        ],
      },
      {
        heading: '6. Validity',
        blocks: [
          {
            paragraph:
              "The Programme is valid for {{programmeMonths}} months (3 years) per car, counted from the car's first verified service. " +
              'After that date no new services can be submitted for the car.',
          },
          {
            paragraph:
              'Recommended service intervals shown in the app (every {{days3}} days or {{km3}} km ' +
              'for {{offer3}}, every {{days4}} days or {{km4}} km for {{offer4}}) are recommendations only.',
          },
        ],
      },
      {
        heading: '7. Referrals and campaigns',
        blocks: [
          {
            bullets: [
              "A member may invite friends with a referral code. The referrer earns merchandise after the referred friend's first verified service.",
              'Seasonal campaigns, such as the Chinese New Year service and cashback campaign, run under their own terms published with the campaign.',
            ],
          },
        ],
      },
      {
        heading: '8. Personal data',
        blocks: [
          {
            paragraph:
              'Personal data is handled as described in the Privacy Policy on the website. It is kept for up to 4 years after the last contact with the member. ' +
              'A member may ask the careline to remove their personal data at any time.',
          },
        ],
      },
      {
        heading: '9. General',
        blocks: [
          {
            bullets: [
              'The provider may end a membership or refuse a reward when the Programme is abused or false information is given.',
              'The provider may change these terms; the current version is always the one published on the website.',
              'Questions go to the careline: {{careline}}.',
            ],
          },
        ],
      },
    ],
  },

  // The member's guide: how to join and earn, step by step, with the oils of each offer.
  manual: {
    title: 'Programme Manual',
    subtitle: 'How to join and earn free bottles in the {{programme}}',
    subject: 'Member guide of the {{programme}}',
    keywords: ['{{programme}}', 'manual', 'how it works', '{{offer3}}', '{{offer4}}'],
    sections: [
      {
        heading: 'Step 1: Register',
        blocks: [
          {
            paragraph:
              'Register on the website with your full name as per NRIC, date of birth, mobile number, email and a password. ' +
              'Enter the 6-digit code sent to your phone by SMS to complete your registration. If a friend invited you, their referral code is filled in for you.',
          },
        ],
      },
      {
        heading: 'Step 2: Add your car',
        blocks: [{ paragraph: 'On My Dashboard, choose Add a vehicle and enter the brand, model and plate number. You may add up to {{maxVehicles}} cars.' }],
      },
      {
        heading: 'Step 3: Service at a participating workshop',
        blocks: [
          { paragraph: 'Find a participating workshop with the Workshop Locator, and ask for a Quartz engine oil from one of the two offers.' },
          {
            facts: [
              ['{{offer3}}', '{{ranges3}}. Recommended every {{days3}} days or {{km3}} km.'],
              ['{{offer4}}', '{{ranges4}}. Recommended every {{days4}} days or {{km4}} km.'],
            ],
          },
        ],
      },
      {
        heading: 'Step 4: Submit your service',
        blocks: [
          {
            bullets: [
              'Choose Add Service on your car and enter the workshop ID and your current mileage.',
              'Choose the oil variant and the quantity (1 or 2 bottles).',
              'Upload your receipt (JPEG, PNG or PDF under 10 MB).',
              'Show the QR code or the transaction ID on the summary to the workshop.',
            ],
          },
        ],
      },
      {
        heading: 'Step 5: Verification and your free bottle',
        blocks: [
          {
            paragraph:
              'The workshop verifies your service, normally within {{verificationDays}} days. Each verified bottle fills a slot of your Service Cycle. ' +
              'When the cycle is full, your next service includes a free bottle of the lowest-value oil you bought in the cycle.',
          },
          {
            bullets: [
              'Wait more than {{minDaysBetweenServices}} days between oil changes, and submit at most {{maxBottlesPerDay}} bottles per car per day.',
              "Your car's programme runs for {{programmeMonths}} months from its first verified service.",
              'If a service is rejected, the reason is in your inbox and you may submit it again.',
            ],
          },
        ],
      },
      {
        heading: 'Refer and earn',
        blocks: [{ paragraph: "Share your referral link from Refer & earn. You receive merchandise after your friend's first verified service." }],
      },
      { heading: 'Oils in the {{offer3}} offer', blocks: [{ oils: 3, row: '{{packLitres}}L pack, SAE {{grade}}' }] },
      { heading: 'Oils in the {{offer4}} offer', blocks: [{ oils: 4, row: '{{packLitres}}L pack, SAE {{grade}}' }] },
      { heading: 'Need help?', blocks: [{ paragraph: 'Read the FAQ on the website or call the careline: {{careline}}.' }] },
    ],
  },
};
