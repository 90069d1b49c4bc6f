import { COMPANY_NAME, PRODUCT_NAME } from '../../../../shared/domain/product';
import { TERMS } from '../../../../shared/domain/terms';
import { TERMS_CONTINUED_USE_TALKS_DAYS, TERMS_TRIAL_DAYS } from '../../../../shared/domain/trial';

/** One numbered section of the terms. */
interface TermsSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export const TERMS_TITLE = 'Terms & Conditions';
export const TERMS_LAST_UPDATED = `Last updated: ${TERMS.lastUpdated}`;

/** The full terms and conditions, with the values of docs/product.md, Terms. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    heading: '1. Agreement',
    paragraphs: [
      `These Terms & Conditions (the "Terms") are a binding agreement between ${COMPANY_NAME} ("we", "us") and the business you represent ("Customer", "you") for access to ${PRODUCT_NAME}, our outbound sales platform, together with its web application, browser extension, integrations and support (the "Service").`,
      'By selecting Accept you confirm that you have read these Terms and that you are authorised to accept them on behalf of the Customer. The day you accept is the "Effective Date".',
    ],
  },
  {
    heading: '2. Trial period and end of the agreement',
    paragraphs: [
      `The Service is made available to you for evaluation for ${plural(TERMS_TRIAL_DAYS, 'day')} from the Effective Date (the "Trial Period"). During the final ${plural(TERMS_CONTINUED_USE_TALKS_DAYS, 'day')} of the Trial Period the parties will discuss in good faith whether, and on what commercial terms, you will continue to use the Service.`,
      TERMS.endsAtTrialEnd
        ? 'This agreement ends automatically at the end of the Trial Period unless the parties have signed an order for a paid subscription before then. No notice is needed for it to end.'
        : 'This agreement continues after the Trial Period until either party ends it under section 12.',
      'Access during the Trial Period is free of charge. Limits on the number of emails, instances and contacts shown in the Service apply.',
    ],
  },
  {
    heading: '3. Permitted use',
    paragraphs: [
      'You may use the Service only for your own internal business purposes, through the users you invite, each with their own sign-in.',
      TERMS.thirdPartyAccessAllowed
        ? 'You may use the Service for the benefit of your clients where they have agreed to it in writing.'
        : 'You may not access or use the Service on behalf of, or for the benefit of, any third party. In particular you may not operate it as an agency, service bureau or reseller, or give anyone outside your organisation access to it.',
      'You may not copy, resell, reverse engineer or probe the Service, get around its usage limits or security, or use it to build a competing product.',
    ],
  },
  {
    heading: '4. Responsible outreach',
    paragraphs: [
      'You are responsible for every message sent from your instances and for having a lawful basis to contact each recipient. You will comply with the anti-spam, privacy and marketing laws that apply to you and your recipients, identify yourself truthfully, include a working way to opt out, and honour opt-out requests at once.',
      'We may pause sending from a mailbox whose spam complaint rate exceeds the thresholds shown in the Service, or that puts the deliverability of other customers at risk.',
    ],
  },
  {
    heading: '5. Your data',
    paragraphs: [
      'You keep all rights in the data you upload or connect, including contacts, company and product descriptions and email content ("Customer Data"). You grant us the right to host, process and transmit Customer Data only to provide, secure and support the Service.',
      'You confirm that you have collected Customer Data lawfully and that you may share it with us for these purposes.',
    ],
  },
  {
    heading: '6. AI-generated content',
    paragraphs: [
      'The Service drafts emails and messages with machine-learning models. Drafts may be inaccurate or unsuitable. You decide what is sent: review drafts before sending, or choose the options that send only reviewed emails.',
      'We do not use Customer Data to train models that serve other customers.',
    ],
  },
  {
    heading: '7. Confidentiality',
    paragraphs: [
      '"Confidential Information" means any non-public information one party discloses to the other in connection with the Service, including product plans, pricing, Customer Data and the non-public features of the Service. It does not include information that is or becomes public through no fault of the receiving party, that the receiving party already knew or developed independently, or that it lawfully received from someone else without a duty of confidence.',
      'The receiving party will use Confidential Information only to perform under these Terms and will protect it with at least reasonable care.',
      `These confidentiality obligations apply to Confidential Information disclosed within ${plural(TERMS.confidentialityMonths, 'month')} from the Effective Date, and such information stays protected for a further ${plural(TERMS.confidentialityExtraYears, 'year')} after that period ends.`,
      `Within ${plural(TERMS.confidentialReturnDays, 'day')} of a written request, the receiving party will return or destroy all materials containing the other party's Confidential Information and certify in writing that it has done so.`,
    ],
  },
  {
    heading: '8. Non-competition',
    paragraphs: [
      `During this agreement and for ${plural(TERMS.nonCompeteYears, 'year')} after it ends, you will not develop, market or help anyone else develop a product that competes with the Service using knowledge of the Service gained under these Terms.`,
    ],
  },
  {
    heading: '9. Availability and support',
    paragraphs: [
      'We aim to keep the Service available at all times but do not promise that it will be uninterrupted or free of errors, in particular during the Trial Period. We may change or improve features; we will not remove a core feature you rely on without notice.',
    ],
  },
  {
    heading: '10. Disclaimer',
    paragraphs: [
      'Except as expressly stated in these Terms, the Service is provided "as is" and "as available", without warranties of any kind, including warranties of merchantability, fitness for a particular purpose and non-infringement, to the extent the law allows.',
    ],
  },
  {
    heading: '11. Limitation of liability',
    paragraphs: [
      'Neither party is liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data, however caused. Because the Service is provided free of charge during the Trial Period, our total liability arising from these Terms is limited to one hundred US dollars, except for liability that cannot be limited by law.',
    ],
  },
  {
    heading: '12. Breach and termination',
    paragraphs: [
      `Either party may terminate this agreement by written notice if the other party materially breaches it and does not cure the breach within ${plural(TERMS.curePeriodDays, 'day')} of receiving written notice describing it.`,
      'We may suspend access at once where needed to prevent harm to the Service, other customers or recipients, or where the law requires it.',
      'When the agreement ends, your right to use the Service ends. You may ask us to export your Customer Data within thirty days; after that we delete it, except for copies we must keep by law. Sections 5, 7, 8, 10, 11, 13 and 14 survive.',
    ],
  },
  {
    heading: '13. Disputes',
    paragraphs: [
      `If a dispute arises, a party will give the other written notice describing it, and senior representatives of both parties will try in good faith to resolve it for ${plural(TERMS.negotiationDaysBeforeArbitration, 'day')} from that notice. A dispute not resolved within that time will be settled by binding arbitration before a single arbitrator, in English. Judgment on the award may be entered in any court with jurisdiction. Either party may seek urgent injunctive relief from a court at any time.`,
    ],
  },
  {
    heading: '14. Governing law',
    paragraphs: [`These Terms are governed by the laws of ${TERMS.governingLaw}, without regard to its conflict-of-laws rules.`],
  },
  {
    heading: '15. Privacy',
    paragraphs: [
      'We process the personal data of your users (name, email address, sign-in events) to run their accounts, and personal data within Customer Data as your processor, only on your documented instructions, which these Terms are.',
      'We host the Service with a major cloud provider and send prompts to the AI model provider configured for your deployment; both act as our subprocessors under written data-protection terms. Data is encrypted in transit and at rest, and sender credentials are stored encrypted.',
      'Recipients of your emails can opt out through the unsubscribe link in each message. Requests from data subjects that reach us are passed on to you.',
    ],
  },
  {
    heading: '16. General',
    paragraphs: [
      'These Terms are the entire agreement between the parties about the Service during the Trial Period and replace any earlier understanding. Neither party may assign them without the consent of the other, except to a successor of its whole business. If a provision is held unenforceable, the rest remains in force. We may update these Terms for future trials; the version you accepted applies to yours.',
    ],
  },
];
