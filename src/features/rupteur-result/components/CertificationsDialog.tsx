import { Button, Link, List, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useApiUrl } from '@/lib/site/SiteContext';
import type { Certification } from '../resultModel';
import { FormDialog } from '@/ui/dialog/FormDialog';

/** 'Certifications': at most 2, as links or plain file names, long names cut to 27 + '…'. */
export function CertificationsDialog({ certifications }: { certifications: Certification[] }) {
  const [open, setOpen] = useState(false);
  const apiUrl = useApiUrl();
  if (certifications.length === 0) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Certifications
      </Button>
      <FormDialog open={open} title="Certifications" onClose={() => setOpen(false)}>
        <List.Root gap="2" ps="5">
          {certifications.map((certification) => {
            const href = apiUrl(certification.href);
            return (
              <List.Item key={certification.full} title={certification.full}>
                {href ? (
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {certification.label}
                  </Link>
                ) : (
                  <Text as="span">{certification.label}</Text>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      </FormDialog>
    </>
  );
}
