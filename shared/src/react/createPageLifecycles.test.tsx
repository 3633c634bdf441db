// @vitest-environment jsdom
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createPageLifecycles, type LifecycleProps } from './createPageLifecycles';
import { useRemoteProps } from './RemotePropsContext';

const probeTexts = {
  './locales/en/probe-page.json': () => Promise.resolve({ default: { title: 'Hello' } }),
  './locales/fi/probe-page.json': () => Promise.resolve({ default: { title: 'Hei' } }),
};

function ProbePage() {
  const { t } = useTranslation('probe-page');
  const { pathname } = useRemoteProps();
  return (
    <h1>
      {t('title')} {pathname}
    </h1>
  );
}

function props(domElement: HTMLElement, language: LifecycleProps['language']): LifecycleProps {
  return {
    domElement,
    language,
    pathname: '/probe',
    search: '',
    hash: '',
    navigate: vi.fn(),
    notify: vi.fn(),
  };
}

describe('createPageLifecycles', () => {
  it('has the page in the DOM, translated, as soon as mount resolves; update and unmount follow', async () => {
    const lifecycles = createPageLifecycles(ProbePage, probeTexts);
    const element = document.createElement('div');
    await lifecycles.bootstrap(props(element, 'en'));
    await lifecycles.mount(props(element, 'en'));
    expect(element.querySelector('h1')?.textContent).toBe('Hello /probe');

    await lifecycles.update(props(element, 'fi'));
    expect(element.querySelector('h1')?.textContent).toBe('Hei /probe');

    await lifecycles.unmount(props(element, 'fi'));
    expect(element.innerHTML).toBe('');
  });

  it('can mount the same page twice, in two elements', async () => {
    const lifecycles = createPageLifecycles(ProbePage, probeTexts);
    const first = document.createElement('div');
    const second = document.createElement('div');
    await lifecycles.mount(props(first, 'en'));
    await lifecycles.mount(props(second, 'en'));
    await lifecycles.unmount(props(first, 'en'));
    expect(first.innerHTML).toBe('');
    expect(second.querySelector('h1')).not.toBeNull();
  });
});
