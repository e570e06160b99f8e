import { Link } from 'react-router';
import { BRAND } from '../../../../contract/brand';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';

const mail = <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>;

const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        {BRAND.name} builds interactive worlds from personal data. For the data described here, {BRAND.name} is the
        controller. You can reach us about privacy at any time at {mail}.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li><strong>Account data:</strong> your e-mail address, optional username and name, and how you sign in (password or Google). Passwords are stored only as strong one-way hashes.</li>
        <li><strong>Waitlist data:</strong> the e-mail address you give us and which form you used.</li>
        <li><strong>Project data:</strong> the exports and files you send us to build your World: messages, photos, videos, location history, calendars, CVs and similar.</li>
        <li><strong>Usage data:</strong> basic server logs (IP address, browser, pages requested, errors) kept to run and secure the Service.</li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To build, deliver and support the World you ordered (performance of our contract with you).</li>
        <li>To run your account and keep the Service secure (our legitimate interests).</li>
        <li>To e-mail you about the waitlist and product updates you asked for (your consent, which you can withdraw with one click or by writing to us).</li>
      </ul>
    ),
  },
  {
    id: 'never',
    title: 'What we never do',
    body: (
      <ul>
        <li>We never sell your personal data or share it for advertising.</li>
        <li>We never use your project data to train general-purpose AI models.</li>
        <li>We never publish or show your World to anyone without your written permission.</li>
      </ul>
    ),
  },
  {
    id: 'others',
    title: 'People in your data',
    body: (
      <p>
        Your messages and photos include other people. We process their data only to build your World, show it only
        to you and the people you choose, and delete it with the rest of your project data. If someone asks us to
        remove data about them, we will work with you to do so.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We use a small number of service providers (processors) for hosting, e-mail and, where your project needs it,
        AI model inference. They act only on our instructions, under written data-protection terms, and may not use your
        data for their own purposes. We disclose data to authorities only when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Raw project files are deleted within 30 days after your World is delivered, unless you ask us to keep them for a follow-up project.</li>
        <li>Your delivered World is kept while your account is open so you can keep opening it; you can ask us to delete it at any time.</li>
        <li>Account and waitlist data are kept until you close your account or unsubscribe. Server logs are kept for up to 30 days.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit, access is limited to the people building your World, sessions use secure,
        HTTP-only cookies, and passwords are hashed. No system is perfectly secure; if a breach affects your data we
        will tell you and the relevant authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live (for example under the GDPR or the CCPA), you can ask to access, correct, export or
        delete your personal data, object to or restrict how we use it, and withdraw consent. Write to {mail}; we answer
        within 30 days. You can also complain to your local data-protection authority.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use only the cookies needed to keep you signed in and to protect forms. We do not use advertising or
        third-party tracking cookies, and the site loads no third-party scripts, fonts or media.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        The Service is not intended for children under 16, and we do not knowingly collect personal data from children
        under 16. If you believe a child under 16 has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change and show the new date at the top. Material changes are
        announced by e-mail to account holders. See also our <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          You trust us with some of the most personal data there is. This policy explains, in plain language, what we
          collect, why, how long we keep it and the control you have over it.
        </p>
      }
      sections={sections}
    />
  );
}
