/** Values the terms and conditions text states. */
export const TERMS = {
  lastUpdated: 'August 6, 2024',
  confidentialReturnDays: 5,
  confidentialityMonths: 6,
  confidentialityExtraYears: 1,
  nonCompeteYears: 2,
  curePeriodDays: 14,
  negotiationDaysBeforeArbitration: 30,
  governingLaw: 'the State of Texas',
  /** The service may not be accessed on behalf of a third party. */
  thirdPartyAccessAllowed: false,
  /** The contract ends automatically at the end of the trial. */
  endsAtTrialEnd: true,
} as const;
