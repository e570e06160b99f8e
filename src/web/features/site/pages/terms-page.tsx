import { Link } from 'react-router';
import { BRAND } from '../../../../contract/brand';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';

const mail = <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>;

const sections: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        {BRAND.name} ("we", "us") designs and builds custom, interactive "AI worlds" from data you provide, such as
        message exports, photos, videos, location history and life events (each a "World"). Each World is a one-time
        project with the scope, price and delivery window stated in your order. We also run a public website at{' '}
        {BRAND.domain}, a waitlist and early-access tools (together with the Worlds, the "Service"). By ordering a
        World, creating an account or otherwise using the Service you agree to these Terms.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and accounts',
    body: (
      <ul>
        <li>You must be at least 16 years old to use the Service, and old enough to enter a binding contract where you live to place an order.</li>
        <li>You are responsible for your account credentials and for everything done through your account. Tell us at once at {mail} if you suspect unauthorised use.</li>
        <li>Information you give us (your e-mail address in particular) must be accurate, because we use it to deliver your World and to reach you about your order.</li>
      </ul>
    ),
  },
  {
    id: 'orders',
    title: 'Orders, prices and payment',
    body: (
      <>
        <p>
          Prices are listed on our <Link to={paths.pricing}>pricing page</Link> and are one-time fees in US dollars,
          exclusive of any sales tax or VAT that applies to you. An order is confirmed when we accept it in writing
          and receive payment. Before work begins we agree with you in writing on the data sources, the number of data
          points and the style of the World.
        </p>
        <p>
          Delivery windows (for example 1-2 weeks for a Basic World and 3-6 weeks for Pro and Enterprise Worlds) start
          when we have received all of your data in a usable form. They are good-faith estimates; we will tell you
          promptly if a World will be late and why.
        </p>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data and the permission you give us',
    body: (
      <>
        <p>
          You keep all rights in the data you send us. You give us a limited, non-exclusive licence to copy, process
          and transform that data solely to build, deliver and support your World, and for no other purpose. We never
          sell your data and never use it to train general-purpose AI models.
        </p>
        <p>
          Your data will often describe other people, such as the other side of a conversation or people in your
          photos. You confirm that you have the right to share that data with us for this purpose and that doing so
          does not break any law or promise you made. Our <Link to={paths.privacy}>Privacy Policy</Link> explains how we
          handle personal data.
        </p>
      </>
    ),
  },
  {
    id: 'deliverables',
    title: 'Your World',
    body: (
      <ul>
        <li>On delivery and full payment, you may use, display and share your World for personal or internal purposes, for as long as you like.</li>
        <li>We keep the rights in our software, templates, visual styles and know-how that the World is built with. You may not resell the World as a product or extract our software from it.</li>
        <li>You may ask us not to use your World, even anonymised, as an example of our work. We only ever show a customer's World publicly with their written permission.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to use the Service to:</p>
        <ul>
          <li>process data you obtained unlawfully or without the right to share it;</li>
          <li>build a World intended to harass, stalk, defame or expose another person;</li>
          <li>upload malware, or probe, overload or break the security of the Service;</li>
          <li>infringe anyone's intellectual property or privacy rights.</li>
        </ul>
        <p>We may decline or stop a project that breaks these rules. Refunds in that case follow our <Link to={paths.refund}>Refund Policy</Link>.</p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI-generated content',
    body: (
      <p>
        Worlds use machine-learning models to summarise, cluster and describe your data. These models can be wrong:
        an inferred emotion, a relationship label or a summary may not match what really happened. Treat AI output as
        an interpretation, not a fact, and do not rely on it for medical, legal, financial or other important decisions.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Cancellations and refunds',
    body: (
      <p>
        Refund requests are reviewed within 5 business days and approved refunds are processed within 14 business
        days. No refunds are given after 30 days from delivery. The full rules are in our{' '}
        <Link to={paths.refund}>Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    body: (
      <>
        <p>
          We build every World with reasonable skill and care. Apart from that, and to the extent the law allows, the
          Service is provided "as is" without other warranties.
        </p>
        <p>
          To the extent the law allows, our total liability for any claim about an order is limited to the amount you
          paid for that order, and we are not liable for indirect or consequential losses. Nothing in these Terms
          limits liability that cannot be limited by law, or your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service and close your account at any time. We may suspend or close an account that
        breaks these Terms, after telling you why where we can. Sections that by their nature should survive (your
        licence to a delivered World, limits of liability) continue after termination.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms as the Service evolves. The date at the top always shows the latest version. If a
        change materially affects an order in progress, the Terms in force when you placed the order apply to it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about these Terms? Write to us at {mail}.</p>,
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These Terms explain what you can expect from {BRAND.name} and what we expect from you when we turn your data
          into a World. We have tried to keep them short and in plain language.
        </p>
      }
      sections={sections}
    />
  );
}
