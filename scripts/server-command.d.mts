export function serverArgs(): string[];
export function serverNodeFlags(): string[];
