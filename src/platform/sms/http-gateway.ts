import { callGateway, gatewayPost, type GatewaySettings } from "./gateway-call";
import type { SmsMessage, SmsSender } from "./sms-sender";

/**
 * The HTTP SMS gateway adapter, speaking the MessageMedia Messages REST API v1: `POST {base}/v1/messages`
 * with HTTP Basic auth (API key and secret) and `{"messages":[{content, destination_number, format}]}`;
 * 202 Accepted means the gateway took the message, anything else is an error with a JSON body.
 */
export type { GatewaySettings } from "./gateway-call";
export { gatewayFailure } from "./gateway-call";

/** The one request that sends a message. */
export function gatewayRequest(settings: GatewaySettings, message: SmsMessage) {
  const sender = settings.senderId
    ? {
        source_number: settings.senderId,
        // The gateway cannot tell a name from a number by itself: an alphanumeric sender must say so.
        source_number_type: settings.senderId.startsWith("+") ? "INTERNATIONAL" : "ALPHANUMERIC",
      }
    : {};
  return gatewayPost(settings, "v1/messages", {
    messages: [{ content: message.body, destination_number: message.to, format: "SMS", ...sender }],
  });
}

export function httpGatewaySender(settings: GatewaySettings): SmsSender {
  return {
    async send(message) {
      await callGateway(settings, gatewayRequest(settings, message), { read: false });
    },
  };
}
