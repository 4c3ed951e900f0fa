/** What `zapier validate` runs offline, from zapier-platform-core's own tools (it ships no types for them). */
declare module 'zapier-platform-core/src/tools/schema' {
  /** The app as the platform compiles it (resources expanded). */
  export function prepareApp(app: object): object;
  /** The schema's complaints about a compiled app; none for a valid one. */
  export function validateApp(app: object): unknown[];
}
