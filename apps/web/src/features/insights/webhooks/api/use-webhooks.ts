import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  CreateWebhookEndpointDocument,
  RecoverWebhookDeliveriesDocument,
  ResendWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookDocument,
  SetWebhookEndpointEnabledDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from '../../gql/graphql';

/** The deliveries one look shows, newest first: the most the server gives. */
export const DELIVERIES = 100;
/** How often the log is asked again while a delivery waits for its attempt, so its outcome shows without a reload. */
const POLL_MS = 2000;

/** Every endpoint, newest first. */
export function useWebhookEndpoints() {
  return useQuery(WebhookEndpointsDocument);
}

/** An endpoint's latest deliveries; asked again every few seconds while one of them is pending. */
export function useWebhookDeliveries(endpointId: string) {
  const deliveries = useQuery(WebhookDeliveriesDocument, { variables: { endpointId, first: DELIVERIES } });
  const pending = !!deliveries.data?.webhookDeliveries.some((delivery) => delivery.status === 'pending');
  const { startPolling, stopPolling } = deliveries;
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);
  return deliveries;
}

/** Adds an endpoint. Its secret never enters Apollo's cache: it lives in the page's state until the analyst is done. */
export function useCreateEndpoint() {
  return useMutation(CreateWebhookEndpointDocument, { fetchPolicy: 'no-cache', refetchQueries: ['WebhookEndpoints'] });
}

/** A new secret for an endpoint, kept out of the cache as a new endpoint's is; the list shows the overlap. */
export function useRotateSecret() {
  return useMutation(RotateWebhookSecretDocument, { fetchPolicy: 'no-cache', refetchQueries: ['WebhookEndpoints'] });
}

/** Disables or enables an endpoint; the answer updates it in the cache. */
export function useSetEndpointEnabled() {
  return useMutation(SetWebhookEndpointEnabledDocument, { refetchQueries: ['WebhookDeliveries'] });
}

/** A webhook.test event sent now; the log shows it, and the endpoint's state may change with its outcome. */
export function useSendTestWebhook() {
  return useMutation(SendTestWebhookDocument, { refetchQueries: ['WebhookDeliveries', 'WebhookEndpoints'] });
}

/** One delivery sent again: the answer updates its row (pending again), and the log follows it to its outcome. */
export function useResendDelivery() {
  return useMutation(ResendWebhookDeliveryDocument);
}

/** Every failed delivery of an endpoint since a time, sent again; answers how many. */
export function useRecoverDeliveries() {
  return useMutation(RecoverWebhookDeliveriesDocument, { refetchQueries: ['WebhookDeliveries'] });
}
