// The site's SMS consent wording: shown in the footer and beside the contact form's SMS box, and stored with an
// enquiry exactly as shown when the visitor ticks that box.
export const smsConsentText = (businessName: string) =>
  `By providing your phone number, you agree to receive text messages from ${businessName} about your appointments, offers and updates. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out at any time. Consent is not a condition of purchase.`;
