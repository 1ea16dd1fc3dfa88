/** See node-version.mjs. */
export function minimumNode(range: string | undefined): [number, number];
export function nodeTooOld(version: string, range: string | undefined): string | undefined;
export function requiredNode(): string;
export function exitIfNodeTooOld(): void;
