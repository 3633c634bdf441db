// @ts-check
import { describe, expect, it } from 'vitest';
import { API_SERVICE } from './api.mjs';
import { APPS, portVariable } from './apps.mjs';

describe('the app table', () => {
  it('gives every app, and the API beside them, a port and a port variable of its own', () => {
    const ports = [...APPS.map((app) => app.port), API_SERVICE.port];
    expect(new Set(ports).size).toBe(ports.length);
    const variables = [...APPS.map((app) => portVariable(app.name)), portVariable('api')];
    expect(new Set(variables).size).toBe(variables.length);
  });

  it('names every app once', () => {
    const names = APPS.map((app) => app.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
