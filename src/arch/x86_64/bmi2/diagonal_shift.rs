//! BMI2 diagonal shift kernels.
