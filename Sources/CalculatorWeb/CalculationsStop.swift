import CalculatorKit
import ServiceLifecycle

/// Stops the calculations still running when the server is asked to stop: the server
/// waits for its requests to end, and a calculation could hold it for its whole time
/// limit (10 s). Cancelled, each ends at its next budget check and its request answers.
/// The server's limits carry `cancellation`; this service is listed after the server so
/// that it stops first.
struct CalculationsStop: Service {
    let cancellation: Cancellation

    func run() async {
        // Throws only when this service is cancelled, which is a stop as well.
        try? await gracefulShutdown()
        cancellation.cancel()
    }
}
