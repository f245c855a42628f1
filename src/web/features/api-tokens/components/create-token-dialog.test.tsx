// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedToken } from '../../../../domain/integrations/tokens.ts';
import { ApiError } from '../../../lib/api.ts';
import { getToasts } from '../../../lib/toast.ts';
import { defaultExpiryInput, toDateInput } from '../lib/expiry.ts';
import { CreateTokenDialog } from './create-token-dialog.tsx';

// Loaded machines render slowly: wait up to 10 s for each expected state (a limit, not a timing check).
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

function renderDialog(create = vi.fn(async () => ({ id: 't1' }) as CreatedToken)) {
  const onCreated = vi.fn();
  render(
    <CreateTokenDialog
      open
      onOpenChange={vi.fn()}
      title="Create Token"
      description="A token acts as you."
      create={create}
      onCreated={onCreated}
    />,
  );
  return { create, onCreated };
}

const expiryField = () => screen.getByLabelText<HTMLInputElement>('Expiry date');
const inYears = (years: number) => {
  const now = new Date();
  return toDateInput(new Date(now.getFullYear() + years, now.getMonth(), now.getDate()));
};

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
}

describe('CreateTokenDialog', () => {
  it('proposes a read-only token expiring in 90 days and sends what was entered', async () => {
    const { create, onCreated } = renderDialog();
    expect(expiryField().value).toBe(defaultExpiryInput(new Date()));
    expect(screen.getByRole('combobox', { name: 'Access' }).textContent).toContain('Read-only');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ERP sync ' } });
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 't1' }));
    expect(create).toHaveBeenCalledWith({
      name: 'ERP sync',
      expiresOn: defaultExpiryInput(new Date()),
      access: 'read',
      role: undefined,
    });
  });

  it('refuses an expiry more than a year ahead, with the latest date it allows', async () => {
    const { create } = renderDialog();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Label printer' } });
    fireEvent.change(expiryField(), { target: { value: inYears(2) } });
    submit();
    expect(await screen.findByText('Expiry must be within one year')).toBeTruthy();
    expect(expiryField().getAttribute('aria-invalid')).toBe('true');
    expect(expiryField().getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText(/At most one year ahead: .+ at the latest\./)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a past or missing expiry and a missing name', async () => {
    const { create } = renderDialog();
    fireEvent.change(expiryField(), { target: { value: inYears(-1) } });
    submit();
    expect(await screen.findByText('Expiry must be in the future')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    fireEvent.change(expiryField(), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Expiry date is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's expiry message under the date field", async () => {
    const message = 'Expiry must be within one year';
    const body = JSON.stringify({ message, fieldErrors: { expiresAt: [message] } });
    const { onCreated } = renderDialog(
      vi.fn(async () => {
        throw new ApiError(400, body, 'Bad Request');
      }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Clock skew' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(getToasts().at(-1)).toMatchObject({ title: 'Error', description: message });
    expect(onCreated).not.toHaveBeenCalled();
  });
});
