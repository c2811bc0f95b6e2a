// Legal texts shown in the footer's modals: Terms of Service, and the Cancellation Policy (24-hour notice, 50% of
// the service price for a no-show, arrive 10 minutes early; laser packages: buy 4, get the 5th free).
import type { ReactNode } from 'react';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 font-serif text-xl text-espresso">{title}</h3>
      <div className="space-y-2 leading-relaxed text-espresso/85">{children}</div>
    </div>
  );
}

export function CancellationPolicyText({ businessName }: { businessName: string }) {
  return (
    <div className="space-y-5">
      <p className="leading-relaxed text-espresso/85">
        At {businessName}, we reserve time especially for you. To respect our providers and every client, we ask you to follow this policy.
      </p>
      <Block title="Cancellations and Rescheduling">
        <p>Please give at least 24-hour notice if you need to cancel or reschedule your appointment.</p>
      </Block>
      <Block title="No-Shows and Late Cancellations">
        <p>Appointments missed without notice, or cancelled with less than 24-hour notice, will be charged 50% of the service price.</p>
      </Block>
      <Block title="Arrival">
        <p>Please arrive 10 minutes early to complete paperwork and settle in. Late arrivals may need a shortened treatment or a new appointment.</p>
      </Block>
      <Block title="Packages">
        <p>Laser hair removal packages: buy 4 sessions, get the 5th free. Package sessions are non-refundable and non-transferable.</p>
      </Block>
    </div>
  );
}

export function TermsOfServiceText({ businessName }: { businessName: string }) {
  return (
    <div className="space-y-5">
      <p className="leading-relaxed text-espresso/85">By using this website or booking a service with {businessName}, you agree to these terms.</p>
      <Block title="Medical Services">
        <p>
          Treatments are performed by licensed professionals after a consultation. Results vary from person to person and are not guaranteed. Information on this
          website is for general education and is not medical advice.
        </p>
      </Block>
      <Block title="Eligibility">
        <p>You must be 18 or older to receive treatment, and you agree to share an accurate health history so that we can treat you safely.</p>
      </Block>
      <Block title="Pricing and Payment">
        <p>Prices, offers and packages may change without notice. Payment is due at the time of service; promotional offers cannot be combined unless stated.</p>
      </Block>
      <Block title="Appointments">
        <p>Appointments are subject to our Cancellation Policy, including 24-hour notice for changes.</p>
      </Block>
      <Block title="Website Content">
        <p>All content on this website belongs to {businessName} and may not be reproduced without permission.</p>
      </Block>
    </div>
  );
}
