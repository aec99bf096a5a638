import type { ConversationFilters } from '@frontdesk/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadConversationsCsv } from '../api/export-conversations';

/** 'Export CSV': the list as filtered now (the server's filters, not only what is on screen). */
export function ExportConversationsButton({ filters }: { filters: ConversationFilters }) {
  const [isExporting, setIsExporting] = useState(false);

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await downloadConversationsCsv(filters);
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, 'The conversations could not be exported.'),
      });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button type="button" variant="outline" onClick={exportCsv} disabled={isExporting}>
      <Download aria-hidden />
      {isExporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
