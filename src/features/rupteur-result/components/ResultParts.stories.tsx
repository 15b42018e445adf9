import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { certificationsOf } from '../resultModel';
import { intermediateFloorFixture, thermalHistoryFixture } from '../resultFixtures';
import { CertificationsDialog } from './CertificationsDialog';
import { HistoryNameHtml } from './HistoryNameHtml';
import { PsiSummary } from './PsiSummary';

/** The smaller parts of the result page: PSI summary and its popin, certifications, saved name. */
function ResultParts({ variant }: { variant: 'thermal' | 'intermediate' | 'empty' }) {
  const history = variant === 'intermediate' ? intermediateFloorFixture() : thermalHistoryFixture();
  return (
    <Stack gap="4">
      <PsiSummary
        psi={variant === 'empty' ? null : history.psiValue}
        junction={variant === 'intermediate' ? 'intermediateFloor' : 'other'}
        refined={variant === 'intermediate'}
      />
      <CertificationsDialog certifications={certificationsOf(history)} />
      <HistoryNameHtml name={history.name ?? ''} />
    </Stack>
  );
}

const meta = {
  title: 'Site général/Résultat rupteur/ResultParts',
  component: ResultParts,
  globals: { site: 'general' },
  parameters: { layout: 'padded' },
  args: { variant: 'thermal' },
} satisfies Meta<typeof ResultParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PsiDetails: Story = {
  name: 'Détail des PSI',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Plus de détails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Détail des valeurs de PSI' });
    await expect(within(dialog).getByText('0.87')).toBeInTheDocument();
    await expect(
      within(dialog).getByText('Valeurs en W/m.K, arrondies à 2 décimales'),
    ).toBeInTheDocument();
  },
};

export const Re2020: Story = {
  name: 'Marqueurs RE2020',
  args: { variant: 'intermediate' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Plus de détails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Détail des valeurs de PSI' });
    await expect(within(dialog).getByText('--')).toBeInTheDocument();
    await expect(within(dialog).getAllByText('Non conforme RE2020 (ψ9 > 0.60 W/m.K)')).toHaveLength(
      1,
    );
  },
};

export const NoPsi: Story = { name: 'Sans PSI', args: { variant: 'empty' } };

export const Certifications: Story = {
  name: 'Certifications',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Certifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certifications' });
    await expect(within(dialog).getByText('Proces-verbal_resistance_au…')).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: 'certificat-acermi-tpr.pdf' }),
    ).toHaveAttribute('href', 'https://www.rupteo.fr/documents/certificat-acermi-tpr.pdf');
  },
};
