import { useMemo, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import FullCalendar, { type DatesSetInfo, type EventClickInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import itLocale from '@fullcalendar/react/locales/it';
import enLocale from '@fullcalendar/react/locales/en-gb';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { LiveStatus } from '../../components/LiveStatus';
import { CALENDAR_LIMIT, useCampaignsInRange } from './api/useCampaigns';
import { campaignFromStored, nextDay } from './campaign';

/** The calendar's colours from the app's theme (the classic theme reads these variables). */
const CALENDAR_CSS = {
  // the palette sets these on :root, where var() is resolved: each one used is set here again
  '--fc-classic-primary': 'var(--chakra-colors-brand-solid)',
  '--fc-classic-event': 'var(--chakra-colors-brand-solid)',
  '--fc-classic-button': 'var(--chakra-colors-brand-solid)',
  '--fc-classic-button-border': 'var(--chakra-colors-brand-solid)',
  // the chosen view's button: darker, still white text (WCAG AA)
  '--fc-classic-button-strong': 'var(--chakra-colors-brand-800)',
  '--fc-classic-button-strong-border': 'var(--chakra-colors-brand-900)',
  '--fc-classic-background': 'var(--chakra-colors-app-panel)',
  '--fc-classic-border': 'var(--chakra-colors-border)',
  // the other months' day numbers: the theme's light grey fails AA contrast on white
  '--fc-classic-faint-foreground': 'var(--chakra-colors-gray-500)',
  '--fc-classic-muted-foreground': 'var(--chakra-colors-gray-600)',
  '& a': { cursor: 'pointer' },
  // a narrow screen: the toolbar wraps, its title on a line of its own
  '@media (max-width: 47.99em)': {
    fontSize: '14px',
    '& [role="toolbar"], & .fc-header-toolbar': { flexWrap: 'wrap', gap: '8px' },
    '& h2': { fontSize: '1.1rem' },
  },
} as const;

/** The days FullCalendar shows (its end is exclusive), as ISO days. */
const rangeOf = (info: DatesSetInfo) => ({
  from: info.startStr.slice(0, 10),
  to: new Date(info.end.getTime() - 86_400_000).toISOString().slice(0, 10),
});

/**
 * The campaigns on a month or week calendar (FullCalendar behind this one module, downloaded when first shown): the
 * visible range's campaigns are read live by their start day; a click opens the campaign.
 */
export function CampaignCalendar({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const live = useCampaignsInRange(orgId, range);
  const events = useMemo<EventInput[]>(
    () =>
      (live.data ?? [])
        .map((d) => campaignFromStored(d.id, d))
        .filter((c) => range === null || c.endDate >= range.from)
        .map((c) => ({
          id: c.id,
          title: c.name,
          start: c.startDate,
          end: nextDay(c.endDate),
          allDay: true,
          url: `/campaigns/${encodeURIComponent(c.id)}`,
          classNames: [c.published ? 'campaign-published' : 'campaign-draft'],
          backgroundColor: c.published ? undefined : 'var(--chakra-colors-gray-500)',
          borderColor: c.published ? undefined : 'var(--chakra-colors-gray-500)',
        })),
    [live.data, range],
  );
  const open = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    navigate(`/campaigns/${encodeURIComponent(info.event.id)}`);
  };
  return (
    <Box bg="app.panel" borderRadius="lg" borderWidth="1px" p={{ base: '2', md: '4' }} css={CALENDAR_CSS} data-testid="campaigns-calendar">
      {live.status === 'error' && <LiveStatus live={live} shape="list" errorText={t('campaigns.loadError')} />}
      <FullCalendar
        plugins={[dayGridPlugin, classicTheme]}
        initialView="dayGridMonth"
        locale={i18n.language === 'en' ? enLocale : itLocale}
        headerToolbar={{ start: 'title', end: 'prev,today,next dayGridMonth,dayGridWeek' }}
        height="auto"
        dayMaxEvents={4}
        events={events}
        eventClick={open}
        datesSet={(info) =>
          setRange((r) => {
            const next = rangeOf(info);
            return r && r.from === next.from && r.to === next.to ? r : next;
          })
        }
      />
      {(live.data?.length ?? 0) >= CALENDAR_LIMIT && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('campaigns.calendarTruncated', { count: CALENDAR_LIMIT })}
        </Text>
      )}
    </Box>
  );
}
