/** Personal access tokens on the web (#29): the dashboard's API Access card, composed into the dashboard by routes.tsx. */
export { ApiAccessCard } from './api-access-card';
