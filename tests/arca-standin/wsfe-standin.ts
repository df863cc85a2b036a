// ARCA's WSFEv1 as the stand-in speaks it (docs/arca.md, Tests). Placeholder until written: a SOAP fault.
import type { StandinHandler } from "./context";

export const handleWsfe: StandinHandler = async () => ({
  status: 500,
  body: `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>WSFE stand-in not written yet</faultstring></soap:Fault></soap:Body></soap:Envelope>`,
});
