export const greet = (name: string): string => `Hello ${name}`;
