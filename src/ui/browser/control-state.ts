/**
 * Which of the control API's tools answer this page (docs/control.md): set once the page has asked (control.ts),
 * read by every part that offers a call.
 */
export const control = { on: false, snapshots: false, inject: false, journal: false };

export const controlOn = (): boolean => control.on;
