import { SimpleGrid } from '@mantine/core';
import {
  IconCreditCardOff,
  IconFileDollar,
  IconMail,
  IconShoppingCart,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { adminPaths, failedPaymentsFilter, newOrdersFilter } from '@buildright/api/shared';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useNeedsActionCount } from '../quotes/useNeedsActionCount.ts';
import { FigureCard } from './FigureCard.tsx';

/** A count of what waits, in orange while anything does, with the link to that list. */
function NeedsActionCard(props: {
  title: string;
  count: number | undefined;
  caption: string;
  linkLabel: string;
  to: string;
  icon: Icon;
}) {
  return (
    <FigureCard
      title={props.title}
      value={props.count ?? '…'}
      busy={props.count === undefined}
      icon={props.icon}
      iconColor={(props.count ?? 0) > 0 ? 'orange' : 'gray'}
      caption={
        <>
          {props.caption}{' '}
          <InAppLink to={props.to} size="sm">
            {props.linkLabel}
          </InAppLink>
        </>
      }
    />
  );
}

/** What the team should do now, each count one click from the list it counts. */
export function NeedsActionCards() {
  // Checked every minute, like the Quotes tab's badge, as orders and messages arrive all day.
  const counts = useQuery({ ...trpc.stats.needsAction.queryOptions(), refetchInterval: 60_000 });
  // The same query as the Quotes tab's badge, so the two never disagree.
  const quotes = useNeedsActionCount();
  const can = useCan();
  // The server leaves out (null) the counts of lists the role may not open.
  const showsQuotes = can('quotes.manage') && counts.data?.quotes !== null;
  const showsMessages = can('contact.view') && counts.data?.unreadMessages !== null;

  if (counts.isError)
    return <QueryError error={counts.error} onRetry={() => void counts.refetch()} />;
  const cards = [
    {
      title: 'New orders',
      count: counts.data?.newOrders,
      caption: 'Paid and waiting to be handled.',
      linkLabel: 'Open new orders',
      to: adminPaths.orders(newOrdersFilter),
      icon: IconShoppingCart,
      shown: true,
    },
    {
      title: 'Quotes needing action',
      count: quotes.data,
      caption: 'New requests and requested changes.',
      linkLabel: 'Open these quotes',
      to: adminPaths.quotes({ status: 'needs_action' }),
      icon: IconFileDollar,
      shown: showsQuotes,
    },
    {
      title: 'Unread messages',
      count: counts.data?.unreadMessages ?? undefined,
      caption: 'Contact form messages nobody has opened.',
      linkLabel: 'Open unread messages',
      to: adminPaths.users({ messages: 'unread' }),
      icon: IconMail,
      shown: showsMessages,
    },
    {
      title: 'Failed payments',
      count: counts.data?.failedPayments,
      caption: 'Card payments that did not go through.',
      linkLabel: 'Open failed payments',
      to: adminPaths.orders(failedPaymentsFilter),
      icon: IconCreditCardOff,
      shown: true,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="lg">
      {cards
        .filter((card) => card.shown)
        .map(({ shown: _, ...card }) => (
          <NeedsActionCard key={card.title} {...card} />
        ))}
    </SimpleGrid>
  );
}
