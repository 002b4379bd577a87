/**
 * A configuration that cannot deliver: nothing is sent and nothing is marked sent. The drain
 * leaves the emails pending with this message, shown in /admin/outbox, until the
 * configuration is fixed.
 */
export class TransportConfigError extends Error {}
