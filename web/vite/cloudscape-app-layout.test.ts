import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { refreshedAppLayoutOnly } from './cloudscape-app-layout';

const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
const source = (path: string) => readFileSync(join(components, path), 'utf8');
const internal = source('app-layout/internal.js');
const environment = source('internal/environment.js');

describe('refreshedAppLayoutOnly', () => {
  it("keeps only the visual refresh design of the installed Cloudscape's app layout", () => {
    const module = refreshedAppLayoutOnly(internal, environment);

    expect(module).toContain("import RefreshedAppLayout from './visual-refresh';");
    expect(module).toContain('export const AppLayoutInternal');
    expect(module).not.toContain('./classic');
    expect(module).not.toContain('./visual-refresh-toolbar');
  });

  it('refuses a Cloudscape that may render the classic design', () => {
    const classic = environment.replace('ALWAYS_VISUAL_REFRESH = true', 'ALWAYS_VISUAL_REFRESH = false');
    expect(() => refreshedAppLayoutOnly(internal, classic)).toThrow(/no longer always visual refresh/);
  });

  it('refuses an app layout whose choice of design changed', () => {
    const changed = internal.replace("import ToolbarAppLayout from './visual-refresh-toolbar';", '');
    expect(() => refreshedAppLayoutOnly(changed, environment)).toThrow(/app-layout\/internal\.js changed/);
  });
});
