export interface App {
  name: string;
  port: number;
  env: string;
  remote?: string;
}
export const APPS: App[];
export function portOf(app: App, env?: Record<string, string | undefined>): number;
