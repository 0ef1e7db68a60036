-- The quote request's e-mails were renamed (orderReceived → quoteRequested, orderReceivedShop →
-- quoteRequestedShop) and now carry the quote's number. E-mails queued before, not yet sent
-- (pending, or failed and waiting for staff to retry), take the new names and their quote.
UPDATE outbox_emails AS mail
SET template = CASE mail.template
      WHEN 'orderReceived' THEN 'quoteRequested'
      ELSE 'quoteRequestedShop'
    END,
    data = mail.data || jsonb_build_object(
      'quote', jsonb_build_object('id', q.id, 'number', 'Q-' || lpad(q.id::text, 6, '0')))
FROM quotes AS q
WHERE mail.template IN ('orderReceived', 'orderReceivedShop')
  AND mail.status <> 'sent'
  AND q.order_id = (mail.data -> 'order' ->> 'id')::int;
