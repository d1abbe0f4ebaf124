/** A refusal or fault an operator command (backup, restore, verify, export, import, keys) explains in one line, without a stack. */
export class OperatorError extends Error {}
