/** The product's name, in one place. `{product}` in the spec. */
export const BRAND = {
  name: 'Mnemo',
  domain: 'mnemo.world',
  contactEmail: 'hello@mnemo.world',
} as const;
