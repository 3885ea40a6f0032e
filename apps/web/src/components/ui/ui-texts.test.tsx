import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageContext, loadTexts } from '../../lib/i18n/texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PageSpinner } from './page-spinner.tsx';

function Dialog() {
  return (
    <ConfirmDialog
      open
      title="Delete?"
      confirmLabel="Delete"
      pending={false}
      onConfirm={vi.fn()}
      onClose={vi.fn()}
    >
      Gone for good.
    </ConfirmDialog>
  );
}

describe('the shared components’ own texts', () => {
  it('are English on an English page', () => {
    render(
      <>
        <PageSpinner />
        <Dialog />
      </>,
    );
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('are German on a German page, and a given label still wins', async () => {
    await loadTexts('de');
    render(
      <LanguageContext value="de">
        <PageSpinner />
        <PageSpinner label="Kurse werden geladen" />
        <Dialog />
      </LanguageContext>,
    );
    expect(screen.getByLabelText('Wird geladen')).toBeInTheDocument();
    expect(screen.getByLabelText('Kurse werden geladen')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
