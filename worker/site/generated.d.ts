// The build's policy map (policies.ts) for the type checker before any build
// has written it; once written, its own JSON type is checked against SitePolicies.
declare module '*/generated/policies.json' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import
  const site: import('./policies').SitePolicies;
  export default site;
}
