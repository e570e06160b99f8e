// oidc-provider ships no type declarations; the test helper wraps the little it uses.
declare module 'oidc-provider';
