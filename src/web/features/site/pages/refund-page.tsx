import { Link } from 'react-router';
import { BRAND } from '../../../../contract/brand';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';

/** Spec §9 refund constants, in one place for the page. */
const REFUND_REVIEW_BUSINESS_DAYS = 5;
const REFUND_PROCESSING_BUSINESS_DAYS = 14;
const REFUND_WINDOW_DAYS_AFTER_DELIVERY = 30;

const mail = <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>;

const sections: LegalSection[] = [
  {
    id: 'summary',
    title: 'At a glance',
    body: (
      <ul>
        <li>Refund requests are reviewed within {REFUND_REVIEW_BUSINESS_DAYS} business days.</li>
        <li>Approved refunds are processed within {REFUND_PROCESSING_BUSINESS_DAYS} business days.</li>
        <li>No refunds are available after {REFUND_WINDOW_DAYS_AFTER_DELIVERY} days from delivery.</li>
      </ul>
    ),
  },
  {
    id: 'before-work',
    title: 'Before work starts',
    body: (
      <p>
        If you cancel before we start building your World (that is, before we confirm receipt of your data and begin
        processing it), you get a full refund.
      </p>
    ),
  },
  {
    id: 'during-work',
    title: 'While your World is being built',
    body: (
      <p>
        If you cancel after work has started but before delivery, we refund the price minus the work already done,
        which we will show you in writing. If we cannot deliver the World we agreed, for any reason on our side, you get
        a full refund.
      </p>
    ),
  },
  {
    id: 'after-delivery',
    title: 'After delivery',
    body: (
      <>
        <p>
          If your delivered World does not match what we agreed in writing (the data sources, the number of data
          points or the style), tell us. We will first offer to fix it at no charge; if we cannot, we will refund you
          in part or in full.
        </p>
        <p>
          Requests must reach us within {REFUND_WINDOW_DAYS_AFTER_DELIVERY} days from delivery. No refunds are
          available after {REFUND_WINDOW_DAYS_AFTER_DELIVERY} days from delivery.
        </p>
      </>
    ),
  },
  {
    id: 'how',
    title: 'How to ask for a refund',
    body: (
      <p>
        E-mail {mail} from the address you ordered with, giving your order reference and what went wrong. We review
        every request within {REFUND_REVIEW_BUSINESS_DAYS} business days and tell you the outcome. Approved refunds are
        processed within {REFUND_PROCESSING_BUSINESS_DAYS} business days to the original payment method; your bank may
        take a few more days to show it.
      </p>
    ),
  },
  {
    id: 'exceptions',
    title: 'Exceptions',
    body: (
      <p>
        We may refuse a refund when a project was stopped because it broke our{' '}
        <Link to={paths.terms}>Terms of Service</Link> (for example, data you had no right to share). This policy does not
        affect any rights you have under consumer law.
      </p>
    ),
  },
];

export default function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      intro={
        <p>
          Every World is custom work, so refunds depend on how far the work has gone. Here is exactly how it works.
        </p>
      }
      sections={sections}
    />
  );
}
