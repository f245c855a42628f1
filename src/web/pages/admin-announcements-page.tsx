import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENT_TITLE_MAX } from '../../domain/account/announcement-limits.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { useAnnouncements, useSendAnnouncement } from '../features/admin/api/announcements.ts';
import { readApiError } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { toast } from '../lib/toast.ts';

/**
 * Announcements (administrators): product news to every user who opted in to product announcements in their
 * account settings, by e-mail and in the bell; the list says how many users each one reached (ADR 064).
 */
export function AdminAnnouncementsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Announcements"
        description="Product news for the users who opted in to product announcements in their account settings."
      />
      <ComposeCard />
      <SentCard />
    </div>
  );
}

function ComposeCard() {
  const send = useSendAnnouncement();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ title?: string; text?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : 'Title is required',
      text: text.trim() ? undefined : 'Text is required',
    };
    setErrors(found);
    if (found.title || found.text) return;
    try {
      await send.mutateAsync({ title, text });
      setTitle('');
      setText('');
      toast({ title: 'Announcement sent', description: `"${title.trim()}" went to everyone who opted in.` });
    } catch (error) {
      const { message } = readApiError(error, 'The announcement was not sent');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>New announcement</CardTitle>
        <CardDescription>Sent by e-mail and shown in the bell of each user who opted in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <FormField id="announcement-title" label="Title" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                value={title}
                maxLength={ANNOUNCEMENT_TITLE_MAX}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="announcement-text" label="Text" error={errors.text}>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                value={text}
                maxLength={ANNOUNCEMENT_TEXT_MAX}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? 'Sending…' : 'Send'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SentCard() {
  const { data: sent, isLoading, isError } = useAnnouncements();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sent announcements</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-error-ink text-sm">Unable to load announcements</p>
        ) : !isLoading && sent?.length === 0 ? (
          <EmptyState
            icon={<Send />}
            title="No announcements yet"
            description="Announcements you send appear here."
          />
        ) : (
          <Table aria-label="Sent announcements">
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Text</TableHead>
                <TableHead>Sent by</TableHead>
                <TableHead>Sent</TableHead>
                <TableHead className="text-right">Reached</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(sent ?? []).map((announcement) => (
                <TableRow key={announcement.id}>
                  <TableCell className="font-medium">{announcement.title}</TableCell>
                  <TableCell className="max-w-md whitespace-pre-wrap">{announcement.text}</TableCell>
                  <TableCell>{announcement.sentBy}</TableCell>
                  <TableCell>{formatDateTime(announcement.createdAt)}</TableCell>
                  <TableCell className="text-right">
                    {announcement.recipients === 1 ? '1 user' : `${announcement.recipients} users`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
