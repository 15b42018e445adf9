import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { exportTableFile, type ExportFormat } from '@/lib/export/exportFile';
import type { ExportTable } from '@/lib/export/exportTable';

/** Project-defined texts (docs/deviations.md). */
export const EXPORT_XLSX_LABEL = 'Exporter en Excel (.xlsx)';
export const EXPORT_CSV_LABEL = 'Exporter en CSV';
export const EXPORT_RUNNING_LABEL = 'Export en cours…';
export const EXPORT_FAILED_MESSAGE =
  "L'export n'a pas pu être créé. Merci de bien vouloir réessayer.";

export interface ExportSource {
  table: ExportTable;
  /** The file's name without its extension: 'cluster-maison-dupont-2026-11-26'. */
  baseName: string;
}

export interface ExportButtonsProps {
  /** The screen's table, read on the click (the figures and choices shown then). */
  source: () => ExportSource;
  size?: ButtonProps['size'];
}

/**
 * 'Exporter en Excel (.xlsx)' and 'Exporter en CSV': the screen's table as a dated spreadsheet.
 * Placed in a wrapping row of buttons (the failure message takes a line of its own).
 */
export function ExportButtons({ source, size }: ExportButtonsProps) {
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (format: ExportFormat) => {
    setRunning(format);
    setFailed(false);
    try {
      const { table, baseName } = source();
      await exportTableFile(table, format, baseName);
    } catch {
      setFailed(true);
    } finally {
      setRunning(null);
    }
  };

  const button = (format: ExportFormat, label: string) => (
    <Button
      variant="outline"
      size={size}
      onClick={() => void run(format)}
      loading={running === format}
      loadingText={EXPORT_RUNNING_LABEL}
      disabled={running !== null && running !== format}
    >
      {label}
    </Button>
  );

  return (
    <>
      {button('xlsx', EXPORT_XLSX_LABEL)}
      {button('csv', EXPORT_CSV_LABEL)}
      {failed && (
        <Text role="alert" flexBasis="100%" fontSize="sm" color="fg.error">
          {EXPORT_FAILED_MESSAGE}
        </Text>
      )}
    </>
  );
}
