// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateLater } from './hydrateLater';

function Part({ label, onTap }: { label: string; onTap: () => void }) {
  return (
    <button type="button" onClick={onTap}>
      {label}
    </button>
  );
}
const PartLater = hydrateLater(Part);

afterEach(() => document.body.replaceChildren());

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it("keeps the server's HTML of its part while the page hydrates, and hydrates it in a later task", async () => {
  const onTap = vi.fn();
  const container = document.createElement('div');
  const html = renderToString(
    <main>
      <h1>Page</h1>
      <Part label="Menu" onTap={onTap} />
    </main>,
  );
  container.innerHTML = html;
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;

  hydrateRoot(
    container,
    <main>
      <h1>Page</h1>
      <PartLater label="Menu" onTap={onTap} />
    </main>,
  );
  // The page's hydration is done; the part waits, its HTML as the server wrote it.
  expect(container.innerHTML).toBe(html);
  button.click();
  expect(onTap).not.toHaveBeenCalled();

  await nextTask();
  await vi.waitFor(() => {
    button.click();
    expect(onTap).toHaveBeenCalled();
  });
  expect(container.querySelector('button')).toBe(button);
  expect(container.innerHTML).toBe(html);
});

it('renders at once once loaded, as after a navigation', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  hydrateRoot(container, <PartLater label="Menu" onTap={() => undefined} />);
  await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toBe('Menu'));
  const again = document.createElement('div');
  document.body.append(again);
  hydrateRoot(again, <PartLater label="Again" onTap={() => undefined} />);
  expect(again.querySelector('button')?.textContent).toBe('Again');
});
