export {
  getSubscription,
  subscriptionQueryKey,
  type Subscription,
  type SubscriptionCharge,
} from './get-subscription';
export { retryPayment } from './retry-payment';
