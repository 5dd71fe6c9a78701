//! BMI2 flip kernels.
