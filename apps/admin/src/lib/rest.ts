/** Why a REST call failed, in the server's words (`{ message }`) when it gave them. */
export async function restError(response: Response): Promise<Error> {
  const text = await response.text();
  try {
    const { message } = JSON.parse(text) as { message?: string };
    return new Error(message || `${response.status}: ${response.statusText}`);
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
    return new Error(`${response.status}: ${response.statusText}`);
  }
}
